import { OptionSelect } from '../../../components/OptionSelect';
import { DATE_RANGE_OPTIONS, isDateRangeValue, type DateRangeValue } from '../utils/feedFilters';

interface DateRangeSelectProps {
  value: DateRangeValue;
  onChange(value: DateRangeValue): void;
}

/** The date dropdown of the filter panel. */
export function DateRangeSelect({ value, onChange }: DateRangeSelectProps) {
  return <OptionSelect label="Date range" value={value} options={DATE_RANGE_OPTIONS} isValue={isDateRangeValue} onChange={onChange} />;
}
