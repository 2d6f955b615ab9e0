// /phoneTheFree : the task centre (login required).
import { TaskCentre } from '@/features/tasks/components/task-centre';

export function TaskCentreRoute() {
  return <TaskCentre />;
}
