/** KaTeX ships this contrib module without types: TeX in, its spoken form out ("x, squared, plus, 1"). */
declare module "katex/contrib/render-a11y-string" {
  import type { KatexOptions } from "katex";

  export default function renderA11yString(tex: string, settings?: KatexOptions): string;
}
