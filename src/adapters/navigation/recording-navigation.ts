import type { ExternalNavigation } from '../../core/navigation/index.js';

export interface NavigationVisit {
  readonly how: 'leave' | 'new-tab';
  readonly url: string;
}

/** Records where the app tried to go, for tests and headless use; goes nowhere. */
export class RecordingNavigation implements ExternalNavigation {
  readonly visits: NavigationVisit[] = [];

  leaveFor(url: string): void {
    this.visits.push({ how: 'leave', url });
  }

  openInNewTab(url: string): void {
    this.visits.push({ how: 'new-tab', url });
  }
}
