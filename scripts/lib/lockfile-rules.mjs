// Rules over package-lock.json that `npm run lint` enforces (docs/decisions/0089). Plain
// JavaScript, like the other scripts, so they run before the pinned Node is installed.

/** Every installed package of a lockfile (v2/v3 `packages`), without the root and the workspaces' links. */
export function lockedPackages(lock) {
  return Object.entries(lock.packages ?? {})
    .filter(([key, entry]) => key !== '' && !entry.link && key.includes('node_modules/'))
    .map(([key, entry]) => ({ key, name: entry.name ?? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length), entry }));
}

/**
 * Whether package.json `allowScripts` has reviewed a package's install script, the way npm 11 reads
 * it: a name-only key or a pinned `name@version` key (or `name@1.0.0 || 1.1.0`), set to true
 * (approved) or false (denied, so the script never runs). Only an unreviewed script is a problem.
 */
export function isReviewed(allowScripts, name, version) {
  return Object.keys(allowScripts ?? {}).some((key) => {
    const at = key.lastIndexOf('@');
    if (at <= 0) return key === name;
    if (key.slice(0, at) !== name) return false;
    return key
      .slice(at + 1)
      .split('||')
      .some((pinned) => pinned.trim() === version);
  });
}

/**
 * Packages that run a script at install time (preinstall, install, postinstall, or a binding.gyp)
 * that package.json `allowScripts` has not reviewed: a new one is a decision, not an accident.
 */
export function unapprovedInstallScripts(lock, allowScripts = {}) {
  return lockedPackages(lock)
    .filter(({ name, entry }) => entry.hasInstallScript === true && !isReviewed(allowScripts, name, entry.version))
    .map(
      ({ key, name, entry }) =>
        `${name}@${entry.version ?? '?'} (${key}) runs an install script that package.json allowScripts has not reviewed`,
    );
}

/**
 * Packages from a registry without an integrity hash: npm could not check what it downloaded.
 * (lockfile-lint's --validate-integrity checks the hash type only where a hash is present.)
 */
export function missingIntegrity(lock) {
  return lockedPackages(lock)
    .filter(({ entry }) => !entry.integrity && !entry.inBundle)
    .map(({ key, name, entry }) => `${name}@${entry.version ?? '?'} (${key}) has no integrity hash`);
}
