import { Button, Col, Form } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { Can } from '../../platform/access/can.tsx';

interface Props {
  /** The button permission that shows it. */
  code: ComponentProps<typeof Can>['code'];
  loading: boolean;
  testId: string;
  children: ReactNode;
}

/** A run form's submit button, in the last column of its row, aligned to the right and the row's bottom. */
export function SubmitCol({ code, loading, testId, children }: Props) {
  return (
    <Col flex="auto" style={{ display: 'flex', alignItems: 'flex-end', justifyContent: 'flex-end' }}>
      <Form.Item style={{ marginBottom: 24 }}>
        <Can code={code}>
          <Button type="primary" htmlType="submit" loading={loading} data-testid={testId}>
            {children}
          </Button>
        </Can>
      </Form.Item>
    </Col>
  );
}
