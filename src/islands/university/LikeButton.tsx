// A review's like control: a toggle button (aria-pressed) next to the public count. Hidden without
// JavaScript (the class `js-only`), where the count alone reads as before. Named by its review
// (`data-first-use`), so that a press on the static page's copy is carried out on the island's.

export interface LikeButtonProps {
  reviewId: number;
  likes: number;
  liked: boolean;
  pending: boolean;
  author: string;
  onToggle: () => void;
}

export default function LikeButton({ reviewId, likes, liked, pending, author, onToggle }: LikeButtonProps) {
  return (
    <>
      <button
        type="button"
        className={`js-only btn min-h-11 border px-3 ${liked ? 'border-rose-300 bg-rose-50 text-rose-800 hover:bg-rose-100' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'}`}
        aria-pressed={liked}
        aria-busy={pending || undefined}
        data-first-use={`like-${reviewId}`}
        onClick={onToggle}
      >
        <svg
          viewBox="0 0 20 20"
          className="h-5 w-5"
          aria-hidden="true"
          fill={liked ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M10 17s-6.5-3.9-6.5-8.6A3.6 3.6 0 0 1 10 6a3.6 3.6 0 0 1 6.5 2.4C16.5 13.1 10 17 10 17z" strokeLinejoin="round" />
        </svg>
        Like<span className="sr-only"> review by {author}</span>
      </button>
      <span data-testid="like-count" className="tabular-nums">
        {likes} {likes === 1 ? 'like' : 'likes'}
      </span>
    </>
  );
}
