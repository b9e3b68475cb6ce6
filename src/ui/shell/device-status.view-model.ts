import { injectable } from 'inversify';
import { makeAutoObservable } from 'mobx';
import {
  AppUpdates,
  bookingBlockedReason,
  Connectivity,
  messageBlockedReason,
  OfflineData,
  offlineDataMustGo,
  offlineNotice,
  purgeOfflineData,
} from '../../core/offline/index.js';
import { inject } from '../di/inject.js';
import { ShellViewModel } from './shell.view-model.js';

/**
 * The device as the trip pages show it (issue 32 item 1; docs/architecture/offline.md): online
 * or not and when the trip was fetched ('Saved 10:42 — you're offline'), why booking actions
 * and messages to the concierge are disabled offline, a new version waiting ('A new version is
 * available' with Reload), and the trip kept for offline deleted once nobody is signed in. The
 * words and rules are the core's; this only reads the ports and turns the Reload click into
 * the port's call.
 */
@injectable()
export class DeviceStatusViewModel {
  online: boolean;
  savedAt: Date | null;
  updateWaiting = false;
  readonly #connectivity: Connectivity;
  readonly #updates: AppUpdates;
  readonly #offlineData: OfflineData;
  readonly #shell: Pick<ShellViewModel, 'session'>;

  constructor(
    @inject(Connectivity) connectivity: Connectivity,
    @inject(AppUpdates) updates: AppUpdates,
    @inject(OfflineData) offlineData: OfflineData,
    @inject(ShellViewModel) shell: ShellViewModel,
  ) {
    this.#connectivity = connectivity;
    this.#updates = updates;
    this.#offlineData = offlineData;
    this.#shell = shell;
    this.online = connectivity.isOnline();
    this.savedAt = connectivity.savedAt();
    makeAutoObservable(this);
  }

  /** The plain sentence of the page offline, or null online. */
  get notice(): string | null {
    return offlineNotice({ online: this.online, savedAt: this.savedAt });
  }

  /** Why booking actions are disabled, or null when they are not. */
  get bookingBlocked(): string | null {
    return bookingBlockedReason(this.online);
  }

  /** Listens while a trip page is open; answers what stops listening. */
  pageOpened(): () => void {
    this.deviceChanged();
    const stops = [
      this.#connectivity.listen(() => this.deviceChanged()),
      this.#updates.onWaiting(() => this.newVersionWaiting()),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }

  /** Why the forms to the concierge are disabled, or null when they are not. */
  get messageBlocked(): string | null {
    return messageBlockedReason(this.online);
  }

  /** Who is signed in, as the shell knows it: the page tells this view-model of each change. */
  get sessionStatus(): ShellViewModel['session']['status'] {
    return this.#shell.session.status;
  }

  /** Once nobody is signed in (signed out, or the session ended), the trip kept for offline goes. */
  async sessionSeen(): Promise<void> {
    if (offlineDataMustGo(this.sessionStatus)) await purgeOfflineData({ offlineData: this.#offlineData });
  }

  reloadClicked(): void {
    this.#updates.reloadToUpdate();
  }

  private deviceChanged(): void {
    this.online = this.#connectivity.isOnline();
    this.savedAt = this.#connectivity.savedAt();
  }

  private newVersionWaiting(): void {
    this.updateWaiting = true;
  }
}
