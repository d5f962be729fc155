import { SearchOutlined } from '@ant-design/icons';
import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { COURSE_SORTS, type CourseSort } from '../course-order';
import styles from './CourseList.module.css';

interface CourseToolbarProps {
  search: string;
  onSearch(search: string): void;
  sort: CourseSort;
  onSort(sort: CourseSort): void;
}

export function CourseToolbar({ search, onSearch, sort, onSort }: CourseToolbarProps) {
  const { t } = useTranslation('course');
  return (
    <div className={styles.toolbar}>
      <Input
        className={styles.search}
        type="search"
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        placeholder={t('search.placeholder')}
        aria-label={t('search.label')}
        value={search}
        onChange={(event) => onSearch(event.target.value)}
      />
      <div className={styles.sort}>
        <span id="course-sort-label" className={styles.sortLabel}>
          {t('sort.label')}
        </span>
        <Select<CourseSort>
          aria-labelledby="course-sort-label"
          value={sort}
          onChange={onSort}
          options={COURSE_SORTS.map((value) => ({ value, label: t(`sort.${value}`) }))}
          popupMatchSelectWidth={false}
        />
      </div>
    </div>
  );
}
