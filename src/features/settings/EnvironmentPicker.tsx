import { SegmentedControl, Text } from '@mantine/core';

type Environment = 'sim' | 'live' | 'custom';

/** The broker's SIM or LIVE environment, or an address of one's own: a labelled segmented control. */
export function EnvironmentPicker<T extends Environment>({
  id,
  label,
  value,
  onChange,
  labels,
}: {
  id: string;
  label: string;
  value: T;
  onChange: (value: T) => void;
  /** The names of the two presets. */
  labels: { sim: string; live: string };
}) {
  const data: { value: Environment; label: string }[] = [
    { value: 'sim', label: labels.sim },
    { value: 'live', label: labels.live },
    { value: 'custom', label: 'Custom' },
  ];
  return (
    <div>
      <Text size="sm" fw={500} mb={4} id={id}>
        {label}
      </Text>
      <SegmentedControl aria-labelledby={id} value={value as Environment} onChange={(next) => onChange(next as T)} data={data} />
    </div>
  );
}
