import { useState } from 'react';
import { CONTENT_CONTRACTS, MSG, timeAgo, type BlogPost } from '@exportdesk/core';
import {
  apiOrigin,
  Button,
  callContract,
  FailureAlert,
  Loading,
  PageHeader,
  useApiQuery,
} from '@exportdesk/portal-kit';
import './public.css';

/**
 * "Blog images come from cloud storage under blogs/{file}" (002 §2.13). The API returns file
 * names (or full URLs); a bare name is read from the storage's blogs/ folder on the API origin.
 * A post without an image, or whose image does not load, shows its type's initial instead.
 */
export function blogImageUrl(file: string): string {
  return /^https?:\/\//.test(file)
    ? file
    : `${apiOrigin()}/blogs/${encodeURIComponent(file.replace(/^blogs\//, ''))}`;
}

function PostImage({ post }: { post: BlogPost }) {
  const [broken, setBroken] = useState(false);
  const file = post.images[0];
  if (!file || broken)
    return (
      <div className="bo-post__placeholder" aria-hidden="true">
        {(post.type || post.title).charAt(0)}
      </div>
    );
  return (
    <img
      className="bo-post__image"
      src={blogImageUrl(file)}
      alt=""
      loading="lazy"
      onError={() => setBroken(true)}
    />
  );
}

function PostCard({ post }: { post: BlogPost }) {
  const [open, setOpen] = useState(false);
  const textId = `blog-text-${post._id}`;
  return (
    <article className="ed-card bo-post" data-testid="blog-post">
      <PostImage post={post} />
      <div className="bo-post__body">
        <span className="ed-badge" style={{ alignSelf: 'flex-start' }}>
          {post.type}
        </span>
        <h2>{post.title}</h2>
        <p id={textId} className={`bo-post__text${open ? '' : ' bo-post__text--clamped'}`}>
          {post.description}
        </p>
        <p className="bo-post__meta">
          By <b>{post.createdBy.name}</b> ·{' '}
          <time dateTime={new Date(post.createdBy.date).toISOString()}>{timeAgo(post.createdBy.date)}</time>
        </p>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={open}
          aria-controls={textId}
          onClick={() => setOpen(!open)}
          style={{ alignSelf: 'flex-start' }}
        >
          {open ? 'Show less' : 'Read more'}
        </Button>
      </div>
    </article>
  );
}

/** Blog (002 §2.13), public: the posts from blog/getBlog. */
export default function Blog() {
  const posts = useApiQuery(['blog'], (signal) => callContract(CONTENT_CONTRACTS.getBlog, {}, signal));
  return (
    <>
      <PageHeader title="Blog" subtitle="Guides and news on exporting by post and courier." />
      {posts.loading && <Loading />}
      {/* "blog ... failures: error dialog 'Oops!' with the server message" (002 §8) */}
      <FailureAlert title="Oops!" failure={posts.failure} onRetry={posts.retry} />
      {posts.data && posts.data.length === 0 && <p className="ed-empty">{MSG.noDataFound}</p>}
      {posts.data && posts.data.length > 0 && (
        <ul className="bo-blog" aria-label="Blog posts">
          {posts.data.map((p) => (
            <li key={p._id}>
              <PostCard post={p} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
