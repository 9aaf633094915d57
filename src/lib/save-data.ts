/** The part of `navigator` that tells whether the visitor asked the browser to save data. */
export interface SaveDataNavigator {
  connection?: { saveData?: boolean };
}

/**
 * True when the browser sends Save-Data (a data-saver mode or a metered connection the learner
 * marked): then nothing is fetched ahead of a request, no chunk on hover, no page in advance.
 * False outside a browser and where the Network Information API is missing (Firefox, Safari).
 */
export function prefersSaveData(nav: SaveDataNavigator | undefined = typeof navigator === 'undefined' ? undefined : (navigator as SaveDataNavigator)): boolean {
  return nav?.connection?.saveData === true;
}
