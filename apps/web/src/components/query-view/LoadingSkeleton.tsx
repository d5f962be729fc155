import { Skeleton, type SkeletonProps } from 'antd';

interface LoadingSkeletonProps {
  /** What is loading, said to screen readers ("Loading the students…"). */
  label: string;
  rows: number;
  avatar?: boolean;
  title?: SkeletonProps['title'];
}

/** The grey outline of a screen still loading, announced by what it is waiting for. */
export function LoadingSkeleton({ label, rows, avatar, title }: LoadingSkeletonProps) {
  return (
    <div aria-busy="true">
      <span className="visually-hidden" role="status">
        {label}
      </span>
      <Skeleton active avatar={avatar} title={title} paragraph={{ rows }} />
    </div>
  );
}
