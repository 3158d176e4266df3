/** What a technology's view offers the quiz (and, through `window.unikQuiz.view`, browser tests). */
export type TView = {
  /** Shows scene `index` (`-1` the results, `-2` nothing: the lead form). */
  show(index: number): void
  /** The ids of the objects of the shown scene. */
  objects(): string[]
  /** Where object `id` of the shown scene is on screen (client pixels), or null if not in view. */
  screenPosition(id: string): { x: number; y: number } | null
}

/** What the quiz gives the view: `answer(id)` when an answer's 3D object is clicked. */
export type TViewHooks = { answer(id: string): void }

export type TCreateView = (hooks: TViewHooks) => TView
