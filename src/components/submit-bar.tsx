// A form's one submit button in the bar at the bottom (the leader application, the withdrawal): wide, primary, its
// own text while it sends, and not tappable again until the answer.
import { Button } from 'antd-mobile';
import { ActionBar } from './action-bar';

export function SubmitBar({
  label,
  busy,
  text,
  busyText,
}: {
  label: string;
  busy: boolean;
  text: string;
  busyText: string;
}) {
  return (
    <ActionBar label={label}>
      <Button
        block
        color="primary"
        shape="rounded"
        size="large"
        type="submit"
        loading={busy}
        loadingText={busyText}
        disabled={busy}
      >
        {text}
      </Button>
    </ActionBar>
  );
}
