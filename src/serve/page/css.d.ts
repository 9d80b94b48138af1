// esbuild bundles imported CSS into dist/page/workbench.css
declare module '*.css';
