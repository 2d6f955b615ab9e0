import { UserInfo } from '@/features/user/components/user-info';

export function UserInfoRoute() {
  return <UserInfo />;
}
