import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';

/** The contract's limits (aihelper/field: FieldOption, CustomFieldInput.options). */
export const OPTIONS_MAX = 50;
export const OPTION_LABEL_MAX = 30;
export const KEYWORDS_MAX = 20;
export const KEYWORD_MAX = 20;

/**
 * A select's options: rows of a name and its keywords (typed as tags, a comma or Enter after each).
 * When the field is extracted by option, the customer saying the name or any keyword selects it.
 */
export function OptionsEditor() {
  const { t } = useTranslation('aihelper-config');
  const required = t('table:required');
  return (
    <Form.Item label={t('field.options')} tooltip={t('field.optionsTip')} required>
      <Form.List
        name="options"
        rules={[
          {
            validator: (_r, list?: unknown[]) => {
              if (!list?.length) return Promise.reject(new Error(t('field.optionsRequired')));
              if (list.length > OPTIONS_MAX)
                return Promise.reject(new Error(t('field.optionsMax', { n: OPTIONS_MAX })));
              return Promise.resolve();
            },
          },
        ]}
      >
        {(fields, { add, remove }, { errors }) => (
          <div data-testid="field-options-editor">
            {fields.map((f) => (
              <div key={f.key} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }} data-testid="field-option">
                <Form.Item
                  name={[f.name, 'label']}
                  rules={[
                    { required: true, whitespace: true, message: required },
                    { max: OPTION_LABEL_MAX, message: t('table:maxlength', { max: OPTION_LABEL_MAX }) },
                  ]}
                  style={{ width: 150, marginBottom: 8 }}
                >
                  <Input placeholder={t('field.optionLabel')} aria-label={t('field.optionLabel')} />
                </Form.Item>
                <Form.Item
                  name={[f.name, 'keywords']}
                  rules={[
                    { type: 'array', max: KEYWORDS_MAX, message: t('field.keywordsMax', { n: KEYWORDS_MAX }) },
                    {
                      validator: (_r, words?: string[]) =>
                        (words ?? []).some((w) => w.trim().length > KEYWORD_MAX)
                          ? Promise.reject(new Error(t('field.keywordTooLong', { n: KEYWORD_MAX })))
                          : Promise.resolve(),
                    },
                  ]}
                  style={{ flex: 1, minWidth: 0, marginBottom: 8 }}
                >
                  <Select
                    mode="tags"
                    open={false}
                    suffixIcon={null}
                    tokenSeparators={[',', '\uFF0C']}
                    placeholder={t('field.optionKeywordsPlaceholder')}
                    aria-label={t('field.optionKeywords')}
                  />
                </Form.Item>
                <Button
                  type="text"
                  icon={<MinusCircleOutlined />}
                  aria-label={t('field.optionRemove')}
                  title={t('field.optionRemove')}
                  onClick={() => remove(f.name)}
                  data-testid="field-option-remove"
                />
              </div>
            ))}
            <Button
              type="dashed"
              icon={<PlusOutlined />}
              block
              disabled={fields.length >= OPTIONS_MAX}
              onClick={() => add({ label: '', keywords: [] })}
              data-testid="field-option-add"
            >
              {t('field.optionAdd')}
            </Button>
            <Form.ErrorList errors={errors} />
          </div>
        )}
      </Form.List>
    </Form.Item>
  );
}
