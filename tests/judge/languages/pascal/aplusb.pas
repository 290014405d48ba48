program Sum;
var a, b: int64;
begin
  readln(a, b);
  writeln(a + b);
end.
