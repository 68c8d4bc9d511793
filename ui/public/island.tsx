import type { ComponentProps, ComponentType } from 'react';
import { type IslandName, islands } from './islands';

/**
 * One island as the server renders it: the component's own HTML inside a box (display: contents, so the
 * layout is the component's) that names it and carries its props for the browser to hydrate with.
 */
export const Island = <N extends IslandName>({
  name,
  props,
}: {
  name: N;
  props: ComponentProps<(typeof islands)[N]>;
}) => {
  // One island's props with its own component (TypeScript cannot pair them through the name).
  const Component = islands[name] as ComponentType<object>;
  return (
    <div className="contents" data-island={name} data-props={JSON.stringify(props)}>
      <Component {...props} />
    </div>
  );
};
