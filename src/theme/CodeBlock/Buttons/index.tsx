/**
 * Wraps theme-classic's code block buttons (copy, word wrap), which it renders in the browser only
 * (`BrowserOnly`): that made every block's buttons part of the synchronous re-render right after
 * hydration, a task React cannot split (85 blocks, 85 button groups with their icons, on the
 * longest configuration page). Here they mount in a transition once the block has hydrated, which
 * React renders in slices. They are absolutely placed and hidden until hover or focus, as before.
 */
import { startTransition, useEffect, useState, type ComponentProps, type ReactNode } from 'react';
import Buttons from '@theme-original/CodeBlock/Buttons';

export default function ButtonsWrapper(props: ComponentProps<typeof Buttons>): ReactNode {
  const [mounted, setMounted] = useState(false);
  useEffect(() => startTransition(() => setMounted(true)), []);
  return mounted ? <Buttons {...props} /> : null;
}
