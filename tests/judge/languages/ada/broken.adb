procedure Broken is
begin
   Undeclared_Name;
end Broken;
