import { useEffect } from 'react';
import { CONTENT_CONTRACTS, sanitizeHtml } from '@exportdesk/core';
import { callContract, FailureAlert, Loading, PageHeader, useApiQuery } from '@exportdesk/portal-kit';
import { markUpdatesRead } from '../notices/noticeStore';

/** The Updates screen (001 "updates"; 000 §4.2): opening it marks the updates read. */
export function Updates() {
  useEffect(() => {
    document.title = 'Updates · ExportDesk';
    markUpdatesRead();
  }, []);
  const news = useApiQuery(['news'], (signal) => callContract(CONTENT_CONTRACTS.getallnews, {}, signal));
  return (
    <>
      <PageHeader title="Updates" subtitle="What is new in ExportDesk and in export rules." />
      {news.loading && <Loading />}
      <FailureAlert title="Oops!" failure={news.failure} onRetry={news.retry} />
      {news.data && news.data.length === 0 && <div className="ed-empty">No Data Found</div>}
      {news.data && news.data.length > 0 && (
        <ol className="ed-stack" style={{ listStyle: 'none', padding: 0 }} data-testid="news">
          {news.data.map((n, i) => (
            <li key={i} className="ed-card" style={{ padding: 18 }}>
              <div className="ed-row" style={{ justifyContent: 'space-between' }}>
                <time className="ed-muted">
                  {typeof n.date === 'number'
                    ? new Date(n.date).toLocaleDateString('en-IN', {
                        day: '2-digit',
                        month: 'short',
                        year: 'numeric',
                      })
                    : n.date}
                </time>
                {n.isNewIcon && <span className="ed-badge">New</span>}
              </div>
              <div
                style={{ margin: '6px 0 0' }}
                dangerouslySetInnerHTML={{ __html: sanitizeHtml(n.description) }}
              />
            </li>
          ))}
        </ol>
      )}
    </>
  );
}
