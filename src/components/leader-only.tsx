// The body of a screen for approved team leaders only: everyone else is told so and offered the
// application. The station is the cached one (1800 s, spec), as the leader's other screens read it,
// unless the screen shows what changes on the server (a balance: `fresh`).
import type { ReactNode } from 'react';
import { Button } from 'antd-mobile';
import { useRequest } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import { getStation, STATION_STATUS, type Station } from '@/api/team';
import { paths } from '@/config/paths';
import { EmptyState, Loadable } from './loadable';

export interface LeaderOnlyProps {
  title: string;
  description: string;
  action: string;
  /** Ask the server afresh instead of the cached info (a screen showing the balance). */
  fresh?: boolean;
  /** The screen for an approved leader; `info` shows a newer team at once (`set`) or asks again (`refresh`). */
  children: (team: Station, info: ManagerInfo) => ReactNode;
}

export interface ManagerInfo {
  set: (team: Station) => void;
  refresh: () => void;
}

export function LeaderOnly({ title, description, action, fresh = false, children }: LeaderOnlyProps) {
  const navigate = useNavigate();
  const request = useRequest(() => getStation({ fresh }));
  const info: ManagerInfo = { set: request.mutate, refresh: request.refresh };
  return (
    <Loadable request={request}>
      {(team) =>
        team?.status === STATION_STATUS.approved ? (
          children(team, info)
        ) : (
          <EmptyState
            title={title}
            description={description}
            action={
              <Button color="primary" shape="rounded" onClick={() => navigate(paths.stationApply)}>
                {action}
              </Button>
            }
          />
        )
      }
    </Loadable>
  );
}
