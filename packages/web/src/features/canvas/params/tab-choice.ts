/**
 * The tab a `tabs` / `conditionFunction` param shows. Our canvas stores the chosen tab's name under
 * `${tabIdentifier}_${nodeId}`; Flowise's exports store `${tabName}_${nodeId}` there — both choose the tab,
 * so an imported flow opens on the tab its run uses. Nothing stored (or unknown) shows the first tab.
 */
export function chosenTab<T extends { name: string }>(
  tabs: T[],
  stored: unknown,
  nodeId: string,
): T | undefined {
  return tabs.find((tab) => tab.name === stored || `${tab.name}_${nodeId}` === stored) ?? tabs[0]
}
