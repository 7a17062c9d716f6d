import { OptionSelect } from '../../../components/OptionSelect';
import { isSortValue, SORT_OPTIONS, type SortValue } from '../utils/feedSort';

interface SortSelectProps {
  value: SortValue;
  onChange(value: SortValue): void;
}

/** The sort menu: the five orders the server sorts the whole matching library by. */
export function SortSelect({ value, onChange }: SortSelectProps) {
  return <OptionSelect label="Sort by" value={value} options={SORT_OPTIONS} isValue={isSortValue} onChange={onChange} layout="inline" />;
}
