using System;
class P { static void Main() { var t = Console.ReadLine().Split(' '); Console.WriteLine(long.Parse(t[0]) + long.Parse(t[1])); } }
