import type { ComponentPropsWithoutRef } from 'react';
import styles from './query-button.module.css';

/**
 * A button that leads to the list with another query: a one-button GET form the render server answers, so it
 * works with no script and before hydration (docs/decisions/007-platform-first-controls.md); once hydrated,
 * `onPress` changes the URL in the page instead. The form takes no room of its own (display: contents).
 */
export function QueryButton({
  action,
  query,
  onPress,
  ...button
}: {
  action: string;
  query: URLSearchParams;
  onPress: () => void;
} & Omit<ComponentPropsWithoutRef<'button'>, 'type' | 'onClick'>) {
  return (
    <form
      method="get"
      action={action}
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        onPress();
      }}
    >
      {[...query].map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" {...button} />
    </form>
  );
}
