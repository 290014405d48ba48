program Broken;
begin
  undeclared_name;
end.
