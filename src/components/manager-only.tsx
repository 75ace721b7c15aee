// The body of a screen for approved team leaders only: everyone else is told so and offered the
// application. The manager info is the cached one (1800 s, spec), as the leader's other screens read it.
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import { getManagerInfo, TEAM_STATUS, type Team } from '@/api/team';
import { paths } from '@/config/paths';
import { EmptyState, Loadable } from './loadable';

export interface ManagerOnlyProps {
  title: string;
  description: string;
  action: string;
  children: (team: Team) => ReactNode;
}

export function ManagerOnly({ title, description, action, children }: ManagerOnlyProps) {
  const navigate = useNavigate();
  const request = useRequest(() => getManagerInfo());
  return (
    <Loadable request={request}>
      {(team) =>
        team?.status === TEAM_STATUS.approved ? (
          children(team)
        ) : (
          <EmptyState
            title={title}
            description={description}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(paths.teamApply)}>
                {action}
              </Button>
            }
          />
        )
      }
    </Loadable>
  );
}
