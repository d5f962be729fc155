import { SearchOutlined } from '@ant-design/icons';
import { Input } from 'antd';
import { useClearable } from '../clearable/use-clearable';

export interface SearchBoxProps {
  value: string;
  onChange(value: string): void;
  /** Read by screen readers: what the box searches. */
  label: string;
  placeholder: string;
  className?: string;
}

/** The search box every list page opens with: clears with one click, searches as the teacher types. */
export function SearchBox({ value, onChange, label, placeholder, className }: SearchBoxProps) {
  const clearable = useClearable();
  return (
    <Input
      className={className}
      type="search"
      allowClear={clearable}
      prefix={<SearchOutlined aria-hidden />}
      placeholder={placeholder}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
