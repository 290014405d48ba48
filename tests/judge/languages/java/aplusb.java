import java.util.*;
class Solution { public static void main(String[] a) { Scanner s = new Scanner(System.in); long x = s.nextLong(), y = s.nextLong(); System.out.println(x + y); } }
