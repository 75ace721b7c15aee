// The message centre (/pages/message/list, docs/product.md#the-stations-day): my messages in pages of 10, unread first and
// marked, a tap marks one read and opens what it is about, 全部已读 marks all of mine; the unread count of the
// 我的 tab follows each answer. The texts are the backend's own (Chinese, as a real backend writes them).
import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'antd-mobile';
import { useLockFn } from 'ahooks';
import { useNavigate } from 'react-router-dom';
import { listMessages, readMessages, type MessageWire } from '@/api/message';
import type { PageProps } from '@/config/page-props';
import { paths } from '@/config/paths';
import { showToast } from '@/components/feedback';
import { LoginRequired } from '@/components/login-required';
import { PageHeader } from '@/components/page-header';
import { PagedList, usePagedList } from '@/components/paged-list';
import { useLockedAction } from '@/components/use-locked-action';
import { useT } from '@/i18n';
import { formatChina } from '@/rules/china-time';
import { setUnreadCount, unreadCountAtom } from '@/state/unread';
import { markAllRead, markRead, messagesToShow, messageTarget, NO_LOCAL_READS, type LocalReads } from './message-view';
import './message.css';

export default function MessageListPage(_props: PageProps) {
  const t = useT();
  return (
    <main className="message-page">
      <PageHeader title={t('message.title')} fallback={paths.tab.mine} />
      <LoginRequired message={t('message.needLogin')}>
        <Messages />
      </LoginRequired>
    </main>
  );
}

function Messages() {
  const t = useT();
  const navigate = useNavigate();
  const unread = useAtomValue(unreadCountAtom);
  const [reads, setReads] = useState<LocalReads>(NO_LOCAL_READS);
  const list = usePagedList(async (page) => {
    const answer = await listMessages(page - 1);
    setUnreadCount(answer.unread);
    return answer.list;
  });
  const shown = list.data ? messagesToShow(list.data.list, reads) : [];

  // A tap marks it read (silently: it opens anyway), then opens what it is about; a second tap meanwhile does nothing.
  const open = useLockFn(async (m: MessageWire) => {
    if (!m.read) {
      setReads((r) => markRead(r, m.messageCode));
      await readMessages([m.messageCode], { silent: true }).then(setUnreadCount, () => undefined);
    }
    navigate(messageTarget(m));
  });

  const [readAll, readingAll] = useLockedAction(async () => {
    setUnreadCount(await readMessages());
    setReads(markAllRead);
    showToast(t('message.readAllDone'));
  });

  return (
    <>
      {list.data && list.data.list.length > 0 && (
        <div className="message-bar">
          <span>{unread > 0 ? t('message.unreadCount', { n: unread }) : ''}</span>
          <Button
            size="small"
            fill="none"
            color="primary"
            loading={readingAll}
            disabled={unread === 0 || readingAll}
            onClick={() => void readAll()}
          >
            {t('message.readAll')}
          </Button>
        </div>
      )}
      <PagedList
        state={{ ...list, data: list.data && { ...list.data, list: shown } }}
        className="message-list"
        autoLoad
        empty={{ title: t('message.empty'), description: t('message.emptyHint') }}
        renderItem={(m: MessageWire) => (
          <button
            key={m.messageCode}
            type="button"
            className="message-item"
            data-read={m.read}
            data-testid="message-item"
            onClick={() => void open(m)}
          >
            <span className="message-head">
              {!m.read && <span className="message-dot" aria-hidden="true" />}
              <strong className="message-title">
                {!m.read && <span className="qh-visually-hidden">{t('message.unread')} </span>}
                {m.title}
              </strong>
              <time className="message-time" dateTime={new Date(m.createTime).toISOString()}>
                {formatChina(m.createTime, t('message.timeFormat'))}
              </time>
            </span>
            <span className="message-content">{m.content}</span>
          </button>
        )}
      />
    </>
  );
}
