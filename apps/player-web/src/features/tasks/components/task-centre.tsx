// The task centre (/phoneTheFree, login): today's tasks with a progress bar each and a claim
// button once completed (claimed once a day), then the daily free boxes (the way into their pages).
import { useTranslation } from 'react-i18next';
import { FreeBoxShelf } from '@/components/free-box-shelf';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast';
import { useClaimTask, useTasks } from '../api/tasks';
import { progressPercent } from '../progress';

export function TaskCentre() {
  const { t } = useTranslation('tasks');
  const tasks = useTasks();
  const claim = useClaimTask((claimed) => toast.success(t('claimedToast', { reward: claimed.reward })));
  return (
    <>
      <section className="panel tasks" aria-labelledby="tasks-title">
        <h1 id="tasks-title" className="page-title">
          {t('title')}
        </h1>
        <p className="muted">{t('intro')}</p>
        {tasks.isPending ? (
          <Spinner />
        ) : (tasks.data?.tasks.length ?? 0) === 0 ? (
          <EmptyState>{t('empty')}</EmptyState>
        ) : (
          <ul className="tasks__list" data-testid="tasks">
            {tasks.data!.tasks.map((task) => (
              <li key={task.id} className="tasks__task" data-testid={`task-${task.id}`}>
                <div className="tasks__title">{task.title}</div>
                <div className="muted">{t('reward', { reward: task.reward })}</div>
                <div
                  className="progress"
                  role="progressbar"
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={progressPercent(task.progress, task.target)}
                  aria-label={task.title}
                >
                  <div className="progress__bar" style={{ width: `${progressPercent(task.progress, task.target)}%` }} />
                </div>
                <div className="tasks__count">{t('progress', { progress: task.progress, target: task.target })}</div>
                <button
                  type="button"
                  className="button button--primary"
                  data-testid={`task-claim-${task.id}`}
                  disabled={!task.completed || task.claimed || claim.isPending}
                  onClick={() => claim.mutate(task.id)}
                >
                  {task.claimed ? t('claimed') : task.completed ? t('claim') : t('notDone')}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
      <FreeBoxShelf />
    </>
  );
}
