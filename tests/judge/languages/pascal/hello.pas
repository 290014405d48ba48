program Hello;
begin
  writeln('Hello, World!');
end.
