// Dev only, before any React Refresh runtime: a DevTools hook that records renderers, so a remote's own refresh
// runtime, which starts after the shell's react-dom registered, can still find it (React's fallback hook does not).
const g = globalThis;
if (g.__REACT_DEVTOOLS_GLOBAL_HOOK__ === undefined) {
  const renderers = new Map();
  let nextId = 0;
  g.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer) {
      nextId += 1;
      renderers.set(nextId, renderer);
      return nextId;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
  };
}
