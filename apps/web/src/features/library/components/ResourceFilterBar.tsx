import { ClearOutlined } from '@ant-design/icons';
import { RESOURCE_SORTS, RESOURCE_TYPES } from '@lms/shared';
import { Button, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { SearchBox } from '../../../components/search-toolbar/SearchBox';
import { SortSelect } from '../../../components/search-toolbar/SortSelect';
import { type FilterChoices, isFiltered, NO_FILTERS, type ResourceFilters } from '../resource-filters';
import styles from './ResourceFilterBar.module.css';

interface ResourceFilterBarProps {
  filters: ResourceFilters;
  onChange(filters: ResourceFilters): void;
  choices: FilterChoices;
  /** A class library also filters by what its students can open; a package has no such state. */
  withOpened?: boolean;
}

type Choice = keyof Omit<ResourceFilters, 'keyword' | 'sort'>;

/** Keyword, type, level, unit, topic, publisher (and open state) filters with the sort order. */
export function ResourceFilterBar({ filters, onChange, choices, withOpened = false }: ResourceFilterBarProps) {
  const { t } = useTranslation('library');
  const set = (changes: Partial<ResourceFilters>) => onChange({ ...filters, ...changes });

  const choice = (name: Choice, options: { value: string; label: string }[]) => (
    <Select<string>
      className={styles.choice}
      aria-label={t(`filters.${name}`)}
      placeholder={t(`filters.any.${name}`)}
      allowClear
      value={filters[name] || undefined}
      onChange={(value) => set({ [name]: value ?? '' })}
      options={options}
      popupMatchSelectWidth={false}
    />
  );

  return (
    <search className={styles.bar} aria-label={t('filters.label')}>
      <div className={styles.line}>
        <SearchBox
          className={styles.keyword}
          value={filters.keyword}
          onChange={(keyword) => set({ keyword })}
          label={t('filters.keyword')}
          placeholder={t('filters.keywordPlaceholder')}
        />
        <div className={styles.sortEnd}>
          <SortSelect<ResourceFilters['sort']>
            label={t('sort.label')}
            value={filters.sort}
            onChange={(sort) => set({ sort })}
            options={(['', ...RESOURCE_SORTS] as const).map((value) => ({
              value,
              label: t(`sort.${value || 'library'}`),
            }))}
          />
        </div>
      </div>
      <div className={styles.line}>
        {choice(
          'type',
          RESOURCE_TYPES.map((type) => ({ value: type, label: t(`typePlural.${type}`) })),
        )}
        {choice(
          'level',
          choices.levels.map((level) => ({ value: level, label: t('level', { level }) })),
        )}
        {choice(
          'unit',
          choices.units.map((unit) => ({ value: unit, label: t('unit', { unit }) })),
        )}
        {choice(
          'topic',
          choices.topics.map((topic) => ({ value: topic, label: t(`topics.${topic}`, { defaultValue: topic }) })),
        )}
        {choice(
          'publisher',
          choices.publishers.map((publisher) => ({ value: publisher, label: publisher })),
        )}
        {withOpened &&
          choice(
            'opened',
            (['true', 'false'] as const).map((opened) => ({ value: opened, label: t(`openState.${opened}`) })),
          )}
        {isFiltered({ ...filters, sort: '' }) && (
          <Button
            type="link"
            icon={<ClearOutlined aria-hidden />}
            onClick={() => onChange({ ...NO_FILTERS, sort: filters.sort })}
          >
            {t('filters.clear')}
          </Button>
        )}
      </div>
    </search>
  );
}
