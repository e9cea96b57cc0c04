// Preloaded into cognito-local (node --require): it exits when its parent's pipe closes, so it never outlives
// `npm run dev` or the e2e server — even when those are killed with SIGKILL and cannot stop it themselves.
process.stdin.on('end', () => process.exit(0));
process.stdin.on('error', () => process.exit(0));
process.stdin.resume();
