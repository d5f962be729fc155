import { useTranslation } from 'react-i18next';
import { SearchToolbar } from '../../../components/search-toolbar/SearchToolbar';
import { COURSE_SORTS, type CourseSort } from '../course-order';

interface CourseToolbarProps {
  search: string;
  onSearch(search: string): void;
  sort: CourseSort;
  onSort(sort: CourseSort): void;
}

export function CourseToolbar({ search, onSearch, sort, onSort }: CourseToolbarProps) {
  const { t } = useTranslation('course');
  return (
    <SearchToolbar
      search={{ value: search, onChange: onSearch, label: t('search.label'), placeholder: t('search.placeholder') }}
      sort={{
        label: t('sort.label'),
        value: sort,
        options: COURSE_SORTS.map((value) => ({ value, label: t(`sort.${value}`) })),
        onChange: onSort,
      }}
    />
  );
}
