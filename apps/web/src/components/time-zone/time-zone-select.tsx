import { DEFAULT_TIME_ZONE } from '@zhiyu/contract/rules/call-window';
import { Select, type SelectProps } from 'antd';
import { useMemo } from 'react';

/** "(UTC+08:00)" for a zone at an instant; UTC itself reads "(UTC+00:00)". */
export function utcOffsetLabel(zone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  const offset = part && part !== 'GMT' ? part.replace('GMT', '') : '+00:00';
  return `(UTC${offset})`;
}

/** Every IANA zone this browser knows, or the default alone where the list is not available. */
function knownZones(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: 'timeZone') => string[] }).supportedValuesOf;
  return supported ? supported('timeZone') : [DEFAULT_TIME_ZONE];
}

/**
 * The options of a time-zone field: the default zone first, then the others by name, each labelled
 * "(UTC±hh:mm) Area/City". A value the list lacks (a zone saved elsewhere) is kept as an option so
 * an edit form shows it as it is.
 */
export function timeZoneOptions(zones: string[] = knownZones(), current?: string, at: Date = new Date()) {
  const names = new Set(zones);
  names.add(DEFAULT_TIME_ZONE);
  if (current) names.add(current);
  const rest = [...names].filter((z) => z !== DEFAULT_TIME_ZONE).sort();
  return [DEFAULT_TIME_ZONE, ...rest].map((zone) => {
    let label = zone;
    try {
      label = `${utcOffsetLabel(zone, at)} ${zone}`;
    } catch {
      /* a zone this browser cannot format keeps its bare name */
    }
    return { value: zone, label };
  });
}

/** A searchable select of IANA time zones (type a city, an area or an offset such as +08). */
export function TimeZoneSelect(props: Omit<SelectProps<string>, 'options' | 'showSearch' | 'mode'>) {
  const options = useMemo(() => timeZoneOptions(knownZones(), props.value ?? undefined), [props.value]);
  return (
    <Select<string>
      {...props}
      options={options}
      showSearch={{
        filterOption: (input, option) =>
          String(option?.label ?? '')
            .toLowerCase()
            .includes(input.trim().toLowerCase()),
      }}
      popupMatchSelectWidth={false}
    />
  );
}
