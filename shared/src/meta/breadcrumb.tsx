import { Link } from 'react-router-dom';
import { uiClasses } from '@niec/shared';

export interface TrailStep {
  name: string;
  /** Where the step links to; a step without a path is plain text, and the last one is the current page. */
  path?: string;
}

/** The breadcrumb trail a page shows, on the page or on its hero (uiClasses.hero turns it white). */
export function Breadcrumb({ trail }: { trail: readonly TrailStep[] }) {
  return (
    <nav aria-label="Breadcrumb">
      <ol className={uiClasses.breadcrumb}>
        {trail.map((step, index) => {
          const current = !step.path && index === trail.length - 1;
          return (
            <li key={`${index}-${step.name}`} aria-current={current ? 'page' : undefined}>
              {step.path ? <Link to={step.path}>{step.name}</Link> : step.name}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
