import { useThemeMessage } from 'docsgen/theme';

interface ChunkErrorProps {
  message: string;
  onRetry: () => void;
}

/** Shown when a route chunk or its page data cannot be loaded. */
export function ChunkError({ message, onRetry }: ChunkErrorProps) {
  const retry = useThemeMessage('theme.ChunkError.retry');
  return (
    <div className="crash" role="alert">
      <h1 className="crash__title">{useThemeMessage('theme.ChunkError.title')}</h1>
      <p className="crash__message">{message}</p>
      <button type="button" className="button" onClick={onRetry}>
        {retry}
      </button>
    </div>
  );
}
