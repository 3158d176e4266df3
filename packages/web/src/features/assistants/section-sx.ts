/** The look of a section heading inside an assistant form. */
export const SECTION_SX = { fontSize: 15, fontWeight: 600, mt: 1 }
