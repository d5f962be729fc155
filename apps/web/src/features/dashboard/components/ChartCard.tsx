import { BarChartOutlined, TableOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Chart } from '../../../components/chart/Chart';
import type { ChartOption } from '../../../components/chart/echarts';
import styles from './Dashboard.module.css';
import { DataTable, type TableColumn, type TableRow } from './DataTable';

const CHART_HEIGHT = 280;

interface ChartCardProps {
  /** Unique on the page: names the card's heading and its view. */
  id: string;
  title: string;
  /** What one record of the chart is in the chosen window. */
  record: string;
  /** The figures in words, for everyone and for screen readers. */
  summary: string;
  /** Null when the window holds nothing for this chart. */
  option: ChartOption | null;
  table: { rowTitle: string; columns: TableColumn[]; rows: TableRow[] };
}

/** One chart of the dashboard: its heading, what a record is, a summary, and the chart or the same figures as a table. */
export function ChartCard({ id, title, record, summary, option, table }: ChartCardProps) {
  const { t } = useTranslation('dashboard');
  const [asTable, setAsTable] = useState(false);
  const headingId = `${id}-title`;
  const viewId = `${id}-view`;

  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <div className={styles.cardHead}>
        <h3 id={headingId} className={styles.cardTitle}>
          {title}
        </h3>
        {option && (
          <Button
            size="small"
            icon={asTable ? <BarChartOutlined aria-hidden /> : <TableOutlined aria-hidden />}
            aria-controls={viewId}
            onClick={() => setAsTable(!asTable)}
          >
            {t(asTable ? 'chart.showChart' : 'chart.showTable')}
          </Button>
        )}
      </div>
      <p className={styles.record}>{record}</p>
      {option ? (
        <>
          <p className={styles.summary}>{summary}</p>
          <div id={viewId}>
            {asTable ? (
              <DataTable caption={title} label={t('chart.table', { title })} {...table} />
            ) : (
              <Chart option={option} height={CHART_HEIGHT} />
            )}
          </div>
        </>
      ) : (
        <p className={styles.nothing}>{t('chart.nothing')}</p>
      )}
    </section>
  );
}
