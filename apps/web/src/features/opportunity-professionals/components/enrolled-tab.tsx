import type { ApplicantsOrder } from '@mosaico/domain';
import { useTranslation } from 'react-i18next';
import { DismissAllEnrolled } from './dismiss-all-enrolled';
import { ApplicantsOrderSelect, FilterSelect } from './list-filters';
import { ParticipantsPanel, type ParticipantsQuery } from './participants-panel';

/** 001 §2.6: the enrolled tab: filter (all, by RH, own applications), order, dismiss all, the list. */
export function EnrolledTab({
  opportunityId,
  list,
  page,
  onPage,
  filter,
  onFilter,
  order,
  onOrder,
  finished,
}: {
  opportunityId: string;
  list: ParticipantsQuery;
  page: number;
  onPage: (page: number) => void;
  filter: number;
  onFilter: (value: number) => void;
  order: ApplicantsOrder | null;
  onOrder: (order: ApplicantsOrder) => void;
  finished: boolean;
}) {
  const { t } = useTranslation('professionals');
  return (
    <ParticipantsPanel
      opportunityId={opportunityId}
      tab="enrolled"
      list={list}
      page={page}
      onPage={onPage}
      controls={
        <>
          <FilterSelect
            label={t('filters.enrolled')}
            value={filter}
            onChange={onFilter}
            options={[
              { value: 99, label: t('filters.all') },
              { value: 0, label: t('filters.byRh') },
              { value: 1, label: t('filters.own') },
            ]}
            testId="enrolled-filter"
          />
          {order !== null && <ApplicantsOrderSelect value={order} onChange={onOrder} />}
          <DismissAllEnrolled
            opportunityId={opportunityId}
            disabled={(list.data?.triadosTotal ?? 0) === 0 || finished}
          />
        </>
      }
    />
  );
}
