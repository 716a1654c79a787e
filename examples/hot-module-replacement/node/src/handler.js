export function handle(request, response) {
  response.end(`You asked for ${request.url}\n`);
}
