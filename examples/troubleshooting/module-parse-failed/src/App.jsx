export const App = () => <h1>Hello</h1>;
