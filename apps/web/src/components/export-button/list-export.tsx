import type { ButtonCode } from '@zhiyu/contract/registry';
import { Can } from '../../platform/access/can.tsx';
import { parseListState } from '../../platform/list/list-state.ts';
import { toWire } from '../schema/fields.tsx';
import type { SchemaColumn } from '../schema/types.ts';
import { ExportButton } from './export-button.tsx';

interface Props {
  /** The button code that shows it. */
  code: ButtonCode;
  testId: string;
  /** The export job's start and status paths. */
  action: string;
  statusPath: string;
  /** The list's columns: the search form's values in the address become the filter. */
  columns: SchemaColumn[];
  /** What the list sends besides its search form (its time range, a drill-down). */
  extra: Record<string, unknown>;
  disabled?: boolean;
}

/**
 * The export of a record list: exports what the list shows — the search form's values as they stand in the
 * address, with the list's other filters — behind the list's export button code.
 */
export function ListExport({ code, testId, action, statusPath, columns, extra, disabled }: Props) {
  const filter = () => {
    const { filters } = parseListState(new URLSearchParams(window.location.search));
    return { ...toWire(columns, filters), ...extra };
  };
  return (
    <Can code={code}>
      <ExportButton
        data-testid={testId}
        action={action}
        statusPath={statusPath}
        disabled={disabled}
        body={() => ({ filter: filter() })}
      />
    </Can>
  );
}
