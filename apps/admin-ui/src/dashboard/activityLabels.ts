/** "Exporter approved" of `exporter.approved`, "Two factor enabled" of `admin.two_factor_enabled`. */
export function actionLabel(action: string): string {
  const words = action.replaceAll(/[._]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
