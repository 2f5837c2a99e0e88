/** Waits until a URL answers (the main e2e run's server: its build is then complete); gives up after 10 minutes. */
export {};

const url = process.argv[2];
if (!url) throw new Error('usage: wait-for-url.ts <url>');
const deadline = Date.now() + 600_000;
while (Date.now() < deadline) {
  const answered = await fetch(url).then(
    (response) => response.ok,
    () => false,
  );
  if (answered) process.exit(0);
  await new Promise((resolve) => setTimeout(resolve, 1000));
}
console.error(`wait-for-url: ${url} did not answer in 10 minutes`);
process.exit(1);
