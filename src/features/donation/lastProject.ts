/**
 * The project page a visitor last looked at in this tab (issue 33 §1): the calculator's „100 % Abo wählen“ leads to
 * /spenden without a project, and the donation page preselects the one the visitor came from. Kept in
 * sessionStorage — nothing personal, gone with the tab; no storage (private mode, blocked) simply means no preselection.
 */
const KEY = 'klimahain:lastProject';

export function rememberProject(projectId: string): void {
  try {
    sessionStorage.setItem(KEY, projectId);
  } catch {
    // No storage: nothing to remember.
  }
}

export function rememberedProject(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}
