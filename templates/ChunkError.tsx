interface ChunkErrorProps {
  message: string;
  onRetry: () => void;
}

/** Shown when a route chunk or its page data cannot be loaded. */
export function ChunkError({ message, onRetry }: ChunkErrorProps) {
  return (
    <div className="crash" role="alert">
      <h1 className="crash__title">This page could not be loaded.</h1>
      <p className="crash__message">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        Retry
      </button>
    </div>
  );
}
